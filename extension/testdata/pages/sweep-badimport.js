// A module script whose import is missing.
import {missing} from '/sweep-missing-dep2.js';

missing();
