// The boostz area loads through this small module, like the people area (see people-routes.ts): the
// route table is part of the first load, and through here it names one file instead of every page's chunks.

export const shopPage = () => import('./boostz/shop');
export const lockerPage = () => import('./boostz/spind');
export const boostzPage = () => import('./boostz/boostz');
export const paymentPage = () => import('./boostz/payment');
export const successPage = () => import('./boostz/subscription-success');
export const cancelPage = () => import('./boostz/cancel');
export const rewardsPage = () => import('./boostz/rewards');
export const redeemPage = () => import('./boostz/redeem');
export const questsPage = () => import('./boostz/quests');
export const votePage = () => import('./boostz/vote');
export const voteResultsPage = () => import('./dev/vote-results');
export const affiliatePage = () => import('./settings/affiliate');
export const ledgerPage = () => import('./admin/ledger');
