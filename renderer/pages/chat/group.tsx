import { useParams } from 'react-router';
import { Messenger } from '../../features/chat/components/Messenger';

/** /groups/{id}: a group chat beside the conversation list. */
export default function GroupChatPage() {
  return <Messenger target={{ groupId: Number(useParams().id) }} />;
}
