import { Bell, Heart, Megaphone, MessageCircle, MessageSquare, RefreshCw, TriangleAlert, Trophy, UserPlus } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

/** The spec's eight types with their icon (§3); every other type gets the generic bell. */
const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  friend_request: UserPlus,
  message: MessageCircle,
  comment: MessageSquare,
  like: Heart,
  system: Megaphone,
  update: RefreshCw,
  achievement: Trophy,
  warning: TriangleAlert,
};

export function NotificationIcon({ type }: { type: string }) {
  const Icon = ICONS[type] ?? Bell;
  return <Icon aria-hidden="true" data-icon={ICONS[type] ? type : 'bell'} />;
}
