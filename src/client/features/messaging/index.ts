// Messaging's front door: what the app shell and other features use of it (the header's
// Messages link, the Message buttons, a reported conversation's messages). Pages stay out:
// routes.tsx loads them lazily, and a page here would load with every importer's code.
export {
  mayMessageQueryOptions,
  unreadCountQueryOptions,
  useMessageEvents,
  useStartWithAthlete,
  useStartWithCoach,
} from './api/messages';
export { FirstMessageForm } from './components/first-message-form';
export { MessageText } from './components/message-text';
