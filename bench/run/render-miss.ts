import { percentile, round } from './load.js';

/**
 * What rendering a server-rendered page costs when its HTML is not cached (after a write):
 * one request at a time, past the HTML cache (`Cache-Control: no-cache`); the JSON it is
 * rendered from stays cached, as after most writes to other pages. The render's own time is
 * the server's `Server-Timing: render;dur=` (its data reads included); the whole request
 * (compressing 100 kB of HTML included) is reported beside it.
 */
export async function measureRenderMiss(base: string, pagePath: string, requests = 300) {
  const render = new Float64Array(requests);
  const total = new Float64Array(requests);
  for (let i = 0; i < requests + 30; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${pagePath}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pagePath}: ${response.status}`);
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (!timing) throw new Error(`${pagePath}: no Server-Timing render duration`);
    if (i < 30) continue;
    render[i - 30] = Number(timing[1]);
    total[i - 30] = performance.now() - started;
  }
  render.sort();
  total.sort();
  return {
    p50: round(percentile(render, 50)),
    p95: round(percentile(render, 95)),
    requestP50: round(percentile(total, 50)),
  };
}
