// /admin/reports and /admin/users share one chunk (their dialogs, queries and styles): the route table then
// names one module with one preload list for both, which keeps the first load's route table small.
export { default as AdminReportsPage } from './reports';
export { default as AdminUsersPage } from './users';
