import { describeMatrix } from './matrix';

describeMatrix();
