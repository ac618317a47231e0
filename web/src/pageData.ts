/** The data `fray view` puts into the viewer's page, with a Marked for Death battle in mfd's own shape. */
import type { BattleJson } from '../../src/mfd/battleJson.js';
import type { ViewData } from '../../src/report/viewData.js';

/** A page's data as the viewer reads it: report's ViewData filled in with mfd's BattleJson. */
export type PageData = ViewData<BattleJson>;
