/** "dm:<lower id>:<higher id>" or "group:<id>": the conversation a message is bound to (docs/security/e2ee.md). */
export function conversationContext(target: { userIds: [number, number] } | { groupId: number }): string {
  if ('groupId' in target) return `group:${target.groupId}`;
  const [a, b] = [...target.userIds].sort((x, y) => x - y);
  return `dm:${a}:${b}`;
}
