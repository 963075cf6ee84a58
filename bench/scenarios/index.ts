import type { BenchScenario } from '../scenario';
import { profileScenario } from './profile';
import { creditListScenario, creditSummaryScenario } from './credit';
import { postalCodeScenario } from './postal-codes';
import { historicOrdersScenario } from './historic-orders';
import {
  customerOrdersDatesScenario,
  customerOrdersOverdueScenario,
  customerOrdersOwedScenario,
  customerOrdersSearchScenario,
  customerOrdersStatusScenario,
} from './customer-orders';
import { todayScenario } from './today';

/** The bench's scenarios in the order a whole run measures them (later issues add theirs here). */
export const SCENARIOS: BenchScenario[] = [
  profileScenario,
  postalCodeScenario,
  historicOrdersScenario,
  creditSummaryScenario,
  creditListScenario,
  customerOrdersStatusScenario,
  customerOrdersSearchScenario,
  customerOrdersOverdueScenario,
  customerOrdersDatesScenario,
  customerOrdersOwedScenario,
  todayScenario,
];
