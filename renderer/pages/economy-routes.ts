// The boostz area (issue 13) loads through this small module, like the people area (see people-routes.ts): the
// route table is part of the first load, and through here it names one file instead of every page's chunks.

export const shopPage = () => import('./economy/shop');
export const lockerPage = () => import('./economy/spind');
export const boostzPage = () => import('./economy/boostz');
export const paymentPage = () => import('./economy/payment');
export const successPage = () => import('./economy/subscription-success');
export const cancelPage = () => import('./economy/cancel');
export const rewardsPage = () => import('./economy/rewards');
export const redeemPage = () => import('./economy/redeem');
export const questsPage = () => import('./economy/quests');
export const votePage = () => import('./economy/vote');
export const voteResultsPage = () => import('./dev/vote-results');
export const affiliatePage = () => import('./settings/affiliate');
export const ledgerPage = () => import('./admin/ledger');
