import { describeRegistry, studentNumbersRegistry } from './registry-suite';

describeRegistry(studentNumbersRegistry);
