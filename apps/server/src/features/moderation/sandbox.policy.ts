import { fromMarkdown } from 'mdast-util-from-markdown';
import { MODERATION_MESSAGES, SANDBOX } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import { badRequest } from '../../core/errors.js';

/**
 * The new-account sandbox (issue 34): what an account below SANDBOX.reputation may put in a
 * public question or answer. Links and images are counted as the page renders them: the web
 * shows plain CommonMark (no raw HTML, no bare-URL links), so a node of the markdown tree is
 * exactly a clickable link or a shown image, and text that only looks like one is neither.
 */

interface Node {
  type: string;
  children?: Node[];
}

/** How many links and images the markdown `text` renders. */
export function linksAndImages(text: string): { links: number; images: number } {
  const counts = { links: 0, images: 0 };
  const walk = (node: Node) => {
    if (node.type === 'link' || node.type === 'linkReference') counts.links += 1;
    if (node.type === 'image' || node.type === 'imageReference') counts.images += 1;
    for (const child of node.children ?? []) walk(child);
  };
  walk(fromMarkdown(text) as Node);
  return counts;
}

/** Whether `actor` is still in the sandbox: below its reputation, and not a moderator. */
export function inSandbox(actor: Pick<AuthUser, 'reputation' | 'isAdmin' | 'isModerator'>) {
  return !actor.isAdmin && !actor.isModerator && actor.reputation < SANDBOX.reputation;
}

/**
 * 400 when a sandboxed account's public question or answer carries more links than it may,
 * or any image. A team's posts are exempt (its members were invited): `teamOf` tells where
 * the post is, asked only when the text is over the limits, so the common case reads nothing.
 */
export async function assertSandboxBody(
  actor: AuthUser,
  text: string,
  teamOf: () => Promise<string | null> | string | null,
): Promise<void> {
  if (!inSandbox(actor)) return;
  const { links, images } = linksAndImages(text);
  const refusal =
    images > SANDBOX.images
      ? MODERATION_MESSAGES.sandboxImages
      : links > SANDBOX.links
        ? MODERATION_MESSAGES.sandboxLinks
        : null;
  if (refusal !== null && (await teamOf()) === null) throw badRequest(refusal);
}
