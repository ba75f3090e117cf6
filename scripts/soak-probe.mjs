/**
 * Preloaded into the server by `npm run soak` (`node --import`): answers the V8 heap figures
 * over IPC, so the soak can tell JavaScript memory (a leak in our code shows here) from native
 * memory (SQLite's page cache, which fills up to its cache_size as the file grows).
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  const mb = (bytes) => bytes / 1024 / 1024;
  process.send?.({ heapUsed: mb(heapUsed), heapTotal: mb(heapTotal), external: mb(external) });
});
// The channel must not keep the server alive on its own.
process.channel?.unref();
