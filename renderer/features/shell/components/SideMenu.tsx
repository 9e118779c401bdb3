import {
  Award,
  Bot,
  CircleUser,
  Clapperboard,
  Coins,
  Compass,
  Cookie,
  FileText,
  Flag,
  Gamepad2,
  Gift,
  HeartPulse,
  House,
  Landmark,
  Library,
  Mail,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  Package,
  ReceiptText,
  ShoppingBag,
  Target,
  Ticket,
  Vote,
  type LucideIcon,
  Trophy,
  Settings,
  Upload,
  ShieldCheck,
  Sparkles,
  UserRound,
  UserSearch,
  Users,
  WandSparkles,
  ShieldAlert,
  UserCog,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, Sheet } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import { toggleAssistant } from '../../help/components/HelpMenu';
import { useSessionStore } from '../../session/store';
import { AppearanceMenu, LanguageMenu } from './HeaderControls';
import styles from './SideMenu.module.css';

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

interface GroupProps {
  title: string;
  entries: NavEntry[];
  onNavigate: () => void;
  /** More list items after the links (actions such as the assistant). */
  children?: ReactNode;
}

function Group({ title, entries, onNavigate, children }: GroupProps) {
  if (entries.length === 0 && !children) return null;
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.list}>
        {entries.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={styles.link} onClick={onNavigate}>
              <Icon className={styles.icon} aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

/** The side menu (spec §2 overlays): every area this build has, grouped. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const user = useSessionStore((state) => state.user);

  // Creating is one tap away for the signed in; visitors sign in first (the button above).
  const create: NavEntry[] = user
    ? [
        { to: '/upload', label: t('nav.upload'), icon: Upload },
        { to: '/studio', label: t('nav.studio'), icon: Clapperboard },
      ]
    : [];
  const discover: NavEntry[] = [
    ...(user ? [{ to: '/', label: t('nav.start'), icon: House, end: true }] : [{ to: '/welcome', label: t('nav.welcome'), icon: Sparkles }]),
    { to: '/explore', label: t('nav.explore'), icon: Compass },
  ];
  const play: NavEntry[] = [
    { to: '/games', label: t('nav.games'), icon: Gamepad2 },
    ...(user ? [{ to: '/play', label: t('nav.play'), icon: Library, end: true }] : []),
    { to: '/updates', label: t('nav.updates'), icon: Megaphone },
    { to: '/giveaways', label: t('nav.giveaways'), icon: Gift },
    { to: '/leaderboard', label: t('nav.leaderboard'), icon: Trophy },
    { to: '/ai', label: t('nav.ai'), icon: WandSparkles },
  ];
  const people: NavEntry[] = [
    ...(user ? [{ to: '/friends', label: t('nav.friends'), icon: Users }] : []),
    ...(user ? [{ to: '/messages', label: t('nav.messages'), icon: MessageCircle }] : []),
    { to: '/connect', label: t('nav.connect'), icon: UserSearch },
    { to: '/foren', label: t('nav.forums'), icon: MessagesSquare },
  ];
  const boostz: NavEntry[] = [
    { to: '/boostz', label: t('nav.boostz'), icon: Coins, end: true },
    { to: '/shop', label: t('nav.shop'), icon: ShoppingBag },
    ...(user
      ? [
          { to: '/spind', label: t('nav.locker'), icon: Package },
          { to: '/rewards', label: t('nav.rewards'), icon: Award },
          { to: '/quests', label: t('nav.quests'), icon: Target },
          { to: '/vote', label: t('nav.vote'), icon: Vote },
          { to: '/redeem', label: t('nav.redeem'), icon: Ticket },
        ]
      : []),
  ];
  const account: NavEntry[] = [
    ...(user
      ? [
          { to: `/profile/${user.id}`, label: t('nav.myProfile'), icon: CircleUser },
          { to: '/settings/konto', label: t('account.myAccount'), icon: UserRound },
        ]
      : []),
    { to: '/settings', label: t('nav.settings'), icon: Settings, end: true },
    { to: '/settings/wellbeing', label: t('settingsNav.wellbeing'), icon: HeartPulse },
    { to: '/settings/privacy', label: t('settingsNav.privacy'), icon: Cookie },
  ];
  const admin: NavEntry[] =
    user?.role === 'admin'
      ? [
          { to: '/dev', label: t('nav.devArea'), icon: Wrench, end: true },
          { to: '/admin/reports', label: t('nav.reports'), icon: ShieldAlert },
          { to: '/admin/users', label: t('nav.users'), icon: UserCog },
          { to: '/admin/feature-flags', label: t('nav.featureFlags'), icon: Flag },
          { to: '/admin/ledger', label: t('nav.ledger'), icon: ReceiptText },
        ]
      : [];
  const help: NavEntry[] = [
    { to: '/contact_us', label: t('nav.contact'), icon: Mail },
    { to: '/privacy', label: t('nav.privacy'), icon: ShieldCheck, end: true },
    { to: '/terms', label: t('nav.terms'), icon: FileText, end: true },
    { to: '/impressum', label: t('nav.imprint'), icon: Landmark },
  ];

  return (
    <Sheet open={open} onClose={onClose} title={t('nav.menu')} closeLabel={t('nav.closeMenu')} testId="side-menu">
      <nav className={styles.nav} aria-label={t('nav.menu')}>
        {!user && (
          <Button
            className={styles.signIn}
            onClick={() => {
              onClose();
              openSignIn();
            }}
          >
            {t('auth.signIn')}
          </Button>
        )}
        <Group title={t('nav.groupCreate')} entries={create} onNavigate={onClose} />
        <Group title={t('nav.groupDiscover')} entries={discover} onNavigate={onClose} />
        <Group title={t('nav.groupPlay')} entries={play} onNavigate={onClose} />
        <Group title={t('nav.groupPeople')} entries={people} onNavigate={onClose} />
        <Group title={t('nav.groupBoostz')} entries={boostz} onNavigate={onClose} />
        <Group title={t('nav.groupAccount')} entries={account} onNavigate={onClose} />
        <Group title={t('nav.groupAdmin')} entries={admin} onNavigate={onClose} />
        <Group title={t('nav.groupHelp')} entries={help} onNavigate={onClose}>
          <li>
            <button
              type="button"
              className={styles.link}
              data-testid="side-assistant"
              onClick={() => {
                onClose();
                toggleAssistant();
              }}
            >
              <Bot className={styles.icon} aria-hidden="true" />
              {t('nav.assistant')}
            </button>
          </li>
        </Group>
        {/* The header shows these as icons from 40rem on; on phones they are here. */}
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{t('nav.groupDisplay')}</h3>
          <div className={styles.settings}>
            <LanguageMenu placement="sideMenu" />
            <AppearanceMenu placement="sideMenu" />
          </div>
        </div>
      </nav>
    </Sheet>
  );
}
