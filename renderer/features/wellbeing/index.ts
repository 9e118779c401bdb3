// Public surface of the well-being feature. The statistics charts are not exported here on purpose: they pull
// in recharts and are loaded with React.lazy from components/StatsCharts.
export { PrePlayGate } from './components/PrePlayGate';
export { collectAfterPlay, finishPlay, requestPlay } from './gate';
export type { AfterPlayAnswer, FinishedPlay, GateOptions, PlayPermission } from './gate';
export type { GateGame } from './gate-store';
export { usePrePlayGate } from './usePrePlayGate';
