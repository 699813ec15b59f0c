import { HomePage } from '../features/home/home-page';
import { ReferSection } from '../features/refer/refer-section';

/** The home page with the refer feature's section in it: features never import each other, the app composes them. */
export const HomePageRoute = () => <HomePage ReferSection={ReferSection} />;
