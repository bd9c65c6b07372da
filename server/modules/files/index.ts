export { fileRoutes, receive as receiveUpload } from './routes';
