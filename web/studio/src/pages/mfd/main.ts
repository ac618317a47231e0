/**
 * The Marked for Death page's script: its styles and its mount (mfdPage.ts). Every number comes from the library the
 * CLI runs, with the same seed giving the same result.
 */
import '../../../../src/viewer.css';
import '../../kit/charts/charts.css';
import './mfd.css';
import { registerPage } from '../../registerPage.js';
import { mfdPage } from './mfdPage.js';

registerPage('mfd', mfdPage);
