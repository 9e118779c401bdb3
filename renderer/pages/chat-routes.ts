// The chat loads through this small module, like the forums (see boostz-routes.ts): the route table
// is part of the first load, and through here it names one file.

export const messagesPage = () => import('./chat/messages');
export const groupChatPage = () => import('./chat/group');
