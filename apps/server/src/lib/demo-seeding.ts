/**
 * Whether an empty database gets the demo content (issue 30). The demo accounts share a
 * public password, so a server others can reach seeds them only when SEED_DEMO=true says so
 * (and then it warns); `npm start` on this machine keeps its demo site without a setting.
 */
export interface DemoSeeding {
  seed: boolean;
  /** What start-up logs about the choice: a warning when a reachable server seeds. */
  note?: { level: 'warn' | 'info'; message: string } | undefined;
}

export function decideDemoSeeding(input: {
  /** SEED_DEMO as set; undefined when it is not. */
  seedDemo: boolean | undefined;
  host: string;
  publicUrl: string | undefined;
  /** TRUST_PROXY: a proxy in front means others reach the server, even on loopback. */
  behindProxy: boolean;
}): DemoSeeding {
  if (input.seedDemo === false) return { seed: false };
  const reachableAt = exposure(input);
  if (!reachableAt) return { seed: true };
  if (input.seedDemo === true) {
    return {
      seed: true,
      note: {
        level: 'warn',
        message: `SEED_DEMO=true on a server reachable at ${reachableAt}: the demo accounts' password is public; set SEED_DEMO=false in production`,
      },
    };
  }
  return {
    seed: false,
    note: {
      level: 'info',
      message: `demo content not seeded: the server is reachable at ${reachableAt} (set SEED_DEMO=true to seed it anyway)`,
    },
  };
}

/** Where others could reach the server (HOST, PUBLIC_URL, a proxy), or undefined. */
function exposure(input: {
  host: string;
  publicUrl: string | undefined;
  behindProxy: boolean;
}): string | undefined {
  if (!isLoopbackHost(input.host)) return `HOST=${input.host}`;
  if (input.publicUrl !== undefined && !isLoopbackHost(urlHost(input.publicUrl))) {
    return `PUBLIC_URL=${input.publicUrl}`;
  }
  return input.behindProxy ? 'a proxy (TRUST_PROXY)' : undefined;
}

function urlHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * A name or address only this machine answers: localhost (and *.localhost), 127.0.0.0/8
 * and ::1, IPv4-mapped included. Anything else (0.0.0.0, ::, a LAN or public address, a
 * domain) may be reachable from outside.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = name.replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}
