import { certificateNumbersRegistry, describeRegistry } from './registry-suite';

describeRegistry(certificateNumbersRegistry);
