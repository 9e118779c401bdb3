import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertSafeName,
  assertSafeNestedName,
  MEDIA_CACHE_CONTROL,
  mediaFolderKeyOf,
  type MediaStorage,
  mediaKeyOf,
  type OpenedMedia,
  randomFileName,
  resolveRange,
} from './storage';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, Garage, s3rver). */
  forcePathStyle: boolean;
}

/** The readiness check gives the bucket this long to answer. */
const PING_TIMEOUT_MS = 3_000;

/**
 * Media on an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph RGW, s3rver in the tests). Keys are
 * `<folder>/<file>`, the public path stays `/media/<folder>/<file>`, and the type found by content is stored as
 * the object's Content-Type, so the media route serves the same headers as with local files.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where the API requires them: MinIO, Garage and s3rver reject or ignore the CRC32
    // headers and trailers the SDK adds by default since 3.729.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering must not hold requests (and the readiness check) forever. Streams of long
    // videos each hold a socket while they are read, hence more sockets than the SDK's default 50.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000, httpAgent: { maxSockets: 256 }, httpsAgent: { maxSockets: 256 } },
    maxAttempts: 3,
  });
  const Bucket = options.bucket;

  async function putObject(folder: string, fileName: string, bytes: Uint8Array, contentType: string): Promise<string> {
    assertSafeName(folder, fileName);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: `${folder}/${fileName}`,
        Body: bytes,
        ContentType: contentType,
        // Stored with the object too, for a CDN or backup tool that reads the bucket directly.
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
    return `/media/${folder}/${fileName}`;
  }

  async function headSize(Key: string): Promise<OpenedMedia | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return {
        body: null,
        size: head.ContentLength ?? 0,
        range: null,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: head.ETag ?? null,
        lastModified: head.LastModified ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    put: (folder, bytes, type) => putObject(folder, randomFileName(type.extension), bytes, type.mime),
    putNamed: putObject,
    async putFile(folder, fileName, localPath, contentType) {
      assertSafeNestedName(folder, fileName);
      // Streamed from disk with its length declared (a single PUT takes up to 5 GB; our videos stay under 200 MB).
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${folder}/${fileName}`,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
      return `/media/${folder}/${fileName}`;
    },
    async removeFolder(publicPrefix) {
      const folderKey = mediaFolderKeyOf(publicPrefix);
      if (!folderKey) return;
      const Prefix = `${folderKey}/`;
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (listed.Contents ?? []).flatMap((entry) => (entry.Key ? [{ Key: entry.Key }] : []));
        // One DELETE per key: DeleteObjects needs a Content-MD5 that some S3-compatible servers check differently.
        await Promise.all(keys.map(({ Key }) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async remove(publicPath) {
      const Key = mediaKeyOf(publicPath);
      // S3 answers 204 for a key that does not exist, like rm --force.
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async open(publicPath, rangeRequest) {
      const Key = mediaKeyOf(publicPath);
      if (!Key) return null;
      let Range: string | undefined;
      if (rangeRequest) {
        // A suffix range (`bytes=-500`) is resolved against the size first: not every S3-compatible server
        // understands it, and an explicit range means the same everywhere.
        let explicit: { start: number; end?: number } = rangeRequest as { start: number; end?: number };
        if ('suffix' in rangeRequest) {
          const head = await headSize(Key);
          if (!head) return null;
          const resolved = resolveRange(rangeRequest, head.size);
          if (!resolved) return head;
          explicit = resolved;
        }
        Range = `bytes=${explicit.start}-${explicit.end ?? ''}`;
      }
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
        const body = answer.Body as Readable | undefined;
        if (!body) return null;
        const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        const size = contentRange ? Number(contentRange[3]) : (answer.ContentLength ?? 0);
        return {
          body,
          size,
          range: contentRange ? { start: Number(contentRange[1]), end: Number(contentRange[2]) } : null,
          contentType: answer.ContentType ?? 'application/octet-stream',
          etag: answer.ETag ?? null,
          lastModified: answer.LastModified ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        // 416: the size is needed for the answer's Content-Range.
        if (Range && statusOf(error) === 416) return headSize(Key);
        throw error;
      }
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
        return true;
      } catch {
        return false;
      }
    },
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
