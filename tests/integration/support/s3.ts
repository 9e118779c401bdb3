// A real S3-compatible server for the storage tests: s3rver in-process, on a free port, in a temp dir, silent.
// Its one account's keys are S3RVER/S3RVER, and it checks request signatures with them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  /** A client of our own (not the app's) to look into the bucket. */
  client: S3Client;
  /** Every key in the bucket, optionally under a prefix. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's bytes and stored metadata, or null. */
  object(key: string): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string } | null>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'spielraum-media'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'spielraum-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    bucket,
    client,
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((entry) => entry.Key ?? '').sort();
    },
    async object(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = Buffer.from(await answer.Body!.transformToByteArray());
        return { bytes, contentType: answer.ContentType, cacheControl: answer.CacheControl };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
