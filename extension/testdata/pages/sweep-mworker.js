// A module worker whose import is missing.
import {missing} from '/sweep-missing-dep.js';

missing();
