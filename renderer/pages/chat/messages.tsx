import { useParams } from 'react-router';
import { Messenger } from '../../features/chat/components/Messenger';

/** /messages and /messages/{id}: the conversation list, and the private conversation with {id}. */
export default function MessagesPage() {
  const id = useParams().id;
  return <Messenger target={id ? { partnerId: Number(id) } : null} />;
}
