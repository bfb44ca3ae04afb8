import type { Storage } from '../adapters/storage/storage';
import type { VideoAssets } from '../adapters/streaming/streaming-provider';

/** A method a test does not expect to be called: calling it fails the test. */
const unexpected = (name: string) => (): never => {
  throw new Error(`${name} was not expected in this test`);
};

/** File storage with the methods a test gives; any other method fails the test when called. */
export function fakeStorage(methods: Partial<Storage> = {}): Storage {
  return {
    kind: 'local',
    put: unexpected('storage.put'),
    putFile: unexpected('storage.putFile'),
    delete: unexpected('storage.delete'),
    publicUrl: unexpected('storage.publicUrl'),
    ...methods,
  };
}

/** A video provider's assets with the methods a test gives; any other fails the test when called. */
export function fakeVideoAssets(methods: Partial<VideoAssets> = {}): VideoAssets {
  return {
    requestUpload: unexpected('videoAssets.requestUpload'),
    uploadFile: unexpected('videoAssets.uploadFile'),
    getAsset: unexpected('videoAssets.getAsset'),
    deleteAsset: unexpected('videoAssets.deleteAsset'),
    playbackUrl: unexpected('videoAssets.playbackUrl'),
    ...methods,
  };
}
