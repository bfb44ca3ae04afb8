import { z } from './zod';
import { webvttMessages, webvttProblem } from '../webvtt';

/**
 * PUT …/captions (a highlight clip's, a replay's): the WebVTT file's text, refused with the
 * check's message and line when it is not one this site takes (docs/product.md#captions-upload).
 */
export const captionsUploadSchema = z.strictObject({
  vtt: z.string({ error: webvttMessages.chooseFile }).superRefine((value, ctx) => {
    const problem = webvttProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type CaptionsUpload = z.infer<typeof captionsUploadSchema>;
