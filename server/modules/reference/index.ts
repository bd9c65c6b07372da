export { lookUpOccupation, requireOccupationTable } from './occupation-files';
export { findRegion, PROVINCES, type Region } from './regions';
export { insureAreaRoutes, referenceRoutes } from './routes';
