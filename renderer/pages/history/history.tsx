import { LikedPage } from './index';

export default LikedPage;
