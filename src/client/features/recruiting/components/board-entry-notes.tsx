import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A card's private notes, saved when the box loses focus or with Save notes, which shows while
 * the text differs from the saved notes (`notes`).
 */
export function BoardEntryNotes({
  idBase,
  name,
  notes: savedNotes,
  busy,
  onSave,
}: {
  idBase: string;
  /** the athlete's name, for screen readers */
  name: string;
  notes: string;
  busy: boolean;
  onSave: (notes: string) => void;
}) {
  const t = useT();
  const [notes, setNotes] = useState(savedNotes);
  const [notesSaved, setNotesSaved] = useState(savedNotes);
  // The server's notes win when they change under the card (another tab, a reload).
  if (savedNotes !== notesSaved) {
    setNotesSaved(savedNotes);
    setNotes(savedNotes);
  }
  const dirty = notes !== savedNotes;
  const saveNotes = () => {
    if (dirty) onSave(notes);
  };

  return (
    <div className="grid gap-1">
      <label htmlFor={`${idBase}-notes`} className="text-muted-foreground text-xs font-medium">
        {t('recruiting.board.notes')}
        <span className="sr-only">{t('recruiting.board.notesOn', { name })}</span>
      </label>
      <Textarea
        id={`${idBase}-notes`}
        className="min-h-16 min-w-0 text-sm"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        onBlur={saveNotes}
      />
      {dirty ? (
        <Button size="sm" className="h-8 justify-self-start" disabled={busy} onClick={saveNotes}>
          {t('recruiting.board.saveNotes')}
        </Button>
      ) : null}
    </div>
  );
}
