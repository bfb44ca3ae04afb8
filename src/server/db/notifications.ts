/** What a listener is told about a channel it listens on. */
export type NotificationHandlers = {
  /** A payload sent on the channel, by any session of the database (this one included). */
  onMessage: (payload: string) => void;
  /**
   * Listening resumed after the connection was lost: payloads sent meanwhile were missed, so
   * whatever they would have said must be assumed.
   */
  onResume?: () => void;
};

/**
 * PostgreSQL's LISTEN/NOTIFY on the database a handle opened: how server instances sharing one
 * database tell each other what changed. A payload is delivered once the sender's transaction
 * commits, to every session listening on its channel.
 */
export type DatabaseNotifications = {
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * Listens on a channel until the returned function is called. Resolves once LISTEN is in
   * place, or once the first attempt failed (it keeps trying and calls `onResume` when back).
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  /**
   * True when this process's listeners hear a statement's notifications before the statement
   * answers (its transaction's, before the commit answers): then a writer needs no round trip
   * to know its own announcements were heard. The embedded database, which one process owns,
   * delivers them so; PostgreSQL delivers them on another connection, later.
   */
  heardBeforeAnswer?: boolean;
};
