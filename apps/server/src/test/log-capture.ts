/**
 * A logger for a test app that keeps every line it writes (JSON, as in production), so a
 * test can read what was logged (issue 30: no secret in the logs).
 */
export function captureLogs(level = 'trace') {
  const lines: string[] = [];
  return {
    lines,
    logger: { level, stream: { write: (line: string) => void lines.push(line) } },
  };
}
