/** The Summoner War playground's script: its styles and its mount (summonerPage.ts). */
import '../../../../src/viewer.css';
import './summoner.css';
import { registerPage } from '../../registerPage.js';
import { summonerPage } from './summonerPage.js';

registerPage('summoner', summonerPage);
