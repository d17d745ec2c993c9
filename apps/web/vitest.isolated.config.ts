import { webTestProject } from './vitest.shared';

export default webTestProject('isolated');
