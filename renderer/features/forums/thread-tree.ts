import type { ForumMessage } from '../../../common/contract/forums';

// A thread's posts as a tree: a reply nests under the post it answers. Posts arrive oldest first, so what a
// reply answers is already placed; a reply whose post is not shown (hidden for the viewer) starts its own branch.

export interface ThreadNode {
  message: ForumMessage;
  replies: ThreadNode[];
}

export function threadTree(messages: ForumMessage[]): ThreadNode[] {
  const nodes = new Map<number, ThreadNode>();
  const roots: ThreadNode[] = [];
  for (const message of messages) {
    if (nodes.has(message.id)) continue;
    const node: ThreadNode = { message, replies: [] };
    nodes.set(message.id, node);
    const parent = message.reply_to === null ? undefined : nodes.get(message.reply_to);
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}
