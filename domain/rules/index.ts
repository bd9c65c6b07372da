export * from './age';
export * from './codes';
export * from './eligibility';
export * from './stopped-sale';
export * from './travel-cover';
export * from './policy-standing';
export * from './same-benefit';
export * from './endorsement';
