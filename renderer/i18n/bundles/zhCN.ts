// This language's translation chunks, one per namespace: loaded when the language is first used, so a page
// carries the chunk names of its own language only (see ../index.ts).
// server*.json are the server's texts (its answers, notifications and mails), read by the server alone.
export default import.meta.glob(['../../../locales/zhCN/*.json', '!../../../locales/zhCN/server*.json']);
