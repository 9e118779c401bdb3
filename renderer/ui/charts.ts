import { setAutoFreeze } from 'immer';

// Recharts keeps its chart state in a Redux store (with immer), and parts of that state are the elements the chart
// was given (<Cell>, <ReferenceLine>). Immer freezes that state; Preact (the runtime behind React's API here, see
// vite.config.ts) writes its bookkeeping onto elements when it renders them, which a frozen element refuses
// ("Cannot assign to read only property '__'"). Nothing else in the renderer uses immer.
setAutoFreeze(false);

export * from 'recharts';
