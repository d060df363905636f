import { z } from 'zod';
import type { FileJobs } from '../files/file-job';
import { CV_TEXT_MAX_CHARS, extractCvText } from './cv-text';
import { detectCvType, detectPhotoType } from './file-types';
import { withoutMetadata } from './image-metadata';
import { imageSize } from './image-size';

/*
 * What the file sandbox (a child process, see files/file-sandbox.ts) does with an uploaded file.
 * Everything that parses the untrusted bytes happens here, never in the API process: recognising
 * the type (which for a ZIP means unpacking parts of it), reading a CV's text, and rewriting a
 * photo without its metadata. The API process checks each answer against the schema beside it:
 * it trusts the sandbox no more than the file.
 */

/** A CV: its type judged by content (null when it is neither a PDF nor a Word file) and its text. */
export const ZCvReading = z.object({
  ext: z.enum(['pdf', 'docx']).nullable(),
  text: z.string().max(CV_TEXT_MAX_CHARS),
  /** Why the text is empty, when it is: a scanned PDF, a damaged file. */
  problem: z.string().nullable(),
});
type CvReading = z.infer<typeof ZCvReading>;

/**
 * A photo: its type judged by content, its bytes without metadata (base64) and its width and
 * height in pixels; or ext null.
 */
export const ZPhotoReading = z.object({
  ext: z.enum(['jpg', 'png', 'webp']).nullable(),
  base64: z.base64(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
type PhotoReading = z.infer<typeof ZPhotoReading>;

async function readCv(bytes: Buffer): Promise<CvReading> {
  const type = await detectCvType(bytes);
  if (!type) return { ext: null, text: '', problem: null };
  const { text, problem } = await extractCvText(bytes, type);
  return { ext: type.ext as 'pdf' | 'docx', text, problem: problem?.slice(0, 500) ?? null };
}

async function readPhoto(bytes: Buffer): Promise<PhotoReading> {
  const type = await detectPhotoType(bytes);
  const clean = type ? withoutMetadata(bytes, type.ext) : null;
  if (!type || !clean) return { ext: null, base64: '' };
  // Sides that cannot be read are left out: only a logo's rules need them (and refuse it then).
  return {
    ext: type.ext as 'jpg' | 'png' | 'webp',
    base64: clean.toString('base64'),
    ...imageSize(clean, type.ext),
  };
}

export const CANDIDATE_FILE_JOBS = { cv: readCv, photo: readPhoto } satisfies FileJobs;
export type CandidateFileJob = keyof typeof CANDIDATE_FILE_JOBS;
