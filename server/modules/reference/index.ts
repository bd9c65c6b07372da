export { lookUpOccupation, requireOccupationTable } from './occupation-files';
export { baseName, regionEnglish, romanise } from './region-english';
export { findRegion, PROVINCES, type Region } from './regions';
export { insureAreaRoutes, referenceRoutes } from './routes';
