import { PassThrough, type Readable } from 'node:stream';

/**
 * Reads up to `bytes` from the start of a stream, then hands back a stream that replays
 * them followed by the rest. Unlike file-type's own stream helper it settles for streams
 * that are already over (an empty upload) and for streams that fail.
 */
export function sniff(
  source: Readable,
  bytes: number,
): Promise<{ head: Buffer; stream: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      source.off('end', finish);
      source.off('error', onError);
      source.off('close', onClose);
      source.pause();
      const head = Buffer.concat(chunks);
      const stream = new PassThrough();
      stream.write(head);
      if (source.readableEnded) stream.end();
      else {
        source.pipe(stream);
        source.once('error', (error) => stream.destroy(error));
      }
      resolve({ head, stream });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) finish();
    };
    const onError = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    // A stream torn down before it ended (a cut multipart body) settles too.
    const onClose = () => {
      if (!source.readableEnded)
        onError(source.errored ?? new Error('the stream closed before it ended'));
    };
    if (source.readableEnded) return finish();
    if (source.destroyed) return onClose();
    source.on('data', onData);
    source.once('end', finish);
    source.once('error', onError);
    source.once('close', onClose);
  });
}
