import { createContext, useContext, type ReactNode } from 'react';
import type { ReportTargetType } from '#shared/privacy';

/** Something on a page that can be reported as unsafe, and how the Report dialog names it. */
export type ReportTarget = {
  targetType: ReportTargetType;
  /** a profile's id, a training video's id, a channel's address (slug), a message's id */
  targetId: string;
  /** "Riley Carter", a video's or a channel's title */
  targetName: string;
};

export type ReportActionProps = ReportTarget & { className?: string };

const ReportActionContext = createContext<((props: ReportActionProps) => ReactNode) | null>(null);

/** The app shell renders the safety feature's Report link here (see app/layout/root-layout.tsx). */
export const ReportActionProvider = ReportActionContext.Provider;

/**
 * A "Report" link for a profile, a video or a channel. Features place it where their content is;
 * what it does comes from the safety feature through the shell, as features do not import each
 * other. Without a provider (a component test) it shows nothing.
 */
export function ReportAction(props: ReportActionProps) {
  const render = useContext(ReportActionContext);
  return render ? render(props) : null;
}
