/** The Night Soil page's script: its styles and its mount (nightsoilPage.ts). */
import '../../kit/forms.css';
import '../../kit/charts/charts.css';
import './nightsoil.css';
import { registerPage } from '../../registerPage.js';
import { nightsoilPage } from './nightsoilPage.js';

registerPage('nightsoil', nightsoilPage);
