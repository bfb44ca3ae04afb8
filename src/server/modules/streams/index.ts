// Live channels and broadcasts: the channel pages, owners' channels, Livepeer's webhooks, the
// app's own media server, pay-per-view access and dated training sessions.
// Code outside this folder imports only what this file exports.

export { channelRoutes, ownChannelRoutes, replayRoutes, vodRoutes } from './routes';
export { createStreams, type Streams } from './create-streams';
export type { StreamsDeps } from './streams-deps';
export {
  createChannel,
  providerFailure,
  rotateStreamKey,
  updateChannel,
  type ChannelValues,
} from './own-channels';
export { recordProviderActivity } from './provider-activity';
export { livepeerWebhookRoutes } from './livepeer-webhook';
export { ingestRoutes, liveMediaRoutes } from './live-media-routes';
export { liveMediaCors } from './live-media-cors';
export { archivedChannelMessage } from './live-ingest';
export { createMediaGate, GRANT_TTL_MS, isPassChannel } from './channel-access';
export { CHANNELS_GROUP } from './channel-events';
export { holdsSeat, seatSale, seatsHeld, type SeatProblem } from './training-sessions';
export { demoChannelsSeeder } from './demo-channels';
export {
  encoderPlaylist,
  livePlaylist,
  parseMediaPlaylist,
  type PlaylistSegment,
} from './playlist';
export { streamJobs } from './jobs';
