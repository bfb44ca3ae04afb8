import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A card's stage: a select of every stage and buttons to the stage on either side. Each control
 * names itself (`data-control`, and the `control` passed on) so focus can come back to it once the
 * card is drawn in its new stage.
 */
export function BoardEntryStage({
  idBase,
  name,
  stage,
  stages,
  onMove,
}: {
  idBase: string;
  /** the athlete's name, in the controls' names */
  name: string;
  stage: number;
  stages: string[];
  onMove: (stage: number, control: string) => void;
}) {
  const t = useT();
  const previous = stages[stage - 1];
  const next = stages[stage + 1];
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <label htmlFor={`${idBase}-stage`} className="sr-only">
        {t('recruiting.board.stageOf', { name })}
      </label>
      <Select
        id={`${idBase}-stage`}
        data-control="stage"
        className="h-9"
        value={stage}
        onChange={(event) => onMove(Number(event.target.value), 'stage')}
      >
        {stages.map((label, index) => (
          <option key={index} value={index}>
            {label}
          </option>
        ))}
      </Select>
      <div className="grid grid-cols-2 gap-1.5">
        <Button
          variant="secondary"
          size="sm"
          className="h-8 min-w-0 justify-start gap-1 px-2 text-xs lg:justify-center"
          data-control="left"
          aria-label={
            previous
              ? t('recruiting.board.moveLeft', { name, stage: previous })
              : t('recruiting.board.inFirstStage', { name })
          }
          disabled={!previous}
          onClick={() => onMove(stage - 1, 'left')}
        >
          <ChevronLeft className="size-4 shrink-0" aria-hidden />
          <span className="truncate lg:hidden" aria-hidden>
            {previous ?? ''}
          </span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="h-8 min-w-0 justify-end gap-1 px-2 text-xs lg:justify-center"
          data-control="right"
          aria-label={
            next
              ? t('recruiting.board.moveRight', { name, stage: next })
              : t('recruiting.board.inLastStage', { name })
          }
          disabled={!next}
          onClick={() => onMove(stage + 1, 'right')}
        >
          <span className="truncate lg:hidden" aria-hidden>
            {next ?? ''}
          </span>
          <ChevronRight className="size-4 shrink-0" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
