import { NotFoundView } from './not-found-view';

export const NotFoundPage = () => <NotFoundView />;
