import { creationTime, fbxVersion, fileId } from './encode.js';
import { double, node, p, type FbxNode } from './record.js';

const creator = 'Meshwork FBX writer';

/** The records before Objects: the header extension, the file's id and time, and the scene's axes and unit. */
export function headerRecords(): FbxNode[] {
  const stamp = [
    ['Version', 1000],
    ['Year', 1970],
    ['Month', 1],
    ['Day', 1],
    ['Hour', 10],
    ['Minute', 0],
    ['Second', 0],
    ['Millisecond', 0],
  ] as const;
  return [
    node(
      'FBXHeaderExtension',
      [],
      [
        node('FBXHeaderVersion', [1003]),
        node('FBXVersion', [fbxVersion]),
        node('EncryptionType', [0]),
        node(
          'CreationTimeStamp',
          [],
          stamp.map(([name, value]) => node(name, [value])),
        ),
        node('Creator', [creator]),
      ],
    ),
    node('FileId', [{ type: 'R', value: fileId }]),
    node('CreationTime', [creationTime]),
    node('Creator', [creator]),
    node('GlobalSettings', [], [node('Version', [1000]), node('Properties70', [], globalProperties())]),
  ];
}

/** Y up, Z front, X right (glTF's axes), one unit a centimetre (FBX's usual unit). */
function globalProperties(): FbxNode[] {
  const axis = (name: string, value: number) => p(name, 'int', 'Integer', '', value);
  return [
    axis('UpAxis', 1),
    axis('UpAxisSign', 1),
    axis('FrontAxis', 2),
    axis('FrontAxisSign', 1),
    axis('CoordAxis', 0),
    axis('CoordAxisSign', 1),
    axis('OriginalUpAxis', 1),
    axis('OriginalUpAxisSign', 1),
    p('UnitScaleFactor', 'double', 'Number', '', double(1)),
    p('OriginalUnitScaleFactor', 'double', 'Number', '', double(1)),
  ];
}

/** Definitions: how many objects of each type the file holds. */
export function definitionsRecord(counts: Record<string, number>): FbxNode {
  const types = Object.entries({ GlobalSettings: 1, ...counts }).filter(([, count]) => count > 0);
  const total = types.reduce((sum, [, count]) => sum + count, 0);
  return node(
    'Definitions',
    [],
    [node('Version', [100]), node('Count', [total]), ...types.map(([type, count]) => node('ObjectType', [type], [node('Count', [count])]))],
  );
}
