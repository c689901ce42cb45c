"""Imports an FBX file in Blender and prints what Blender made of it, as one JSON line.

blender -b --factory-startup --python blenderReport.py -- <file.fbx> <posed bone> <follower bone> <still bone>

Poses <posed bone> by a quarter turn and reports where a vertex bound wholly to <follower bone>
(a child of the posed bone) went, against where that turn should take it, and how far a vertex
bound wholly to <still bone> moved (it should not).
"""
import json
import sys
import time

import bpy
from mathutils import Quaternion

path, posed, follower, still = sys.argv[sys.argv.index("--") + 1 :]

bpy.ops.wm.read_factory_settings(use_empty=True)
started = time.perf_counter()
bpy.ops.import_scene.fbx(filepath=path)
import_seconds = time.perf_counter() - started

armature = next(o for o in bpy.context.scene.objects if o.type == "ARMATURE")
meshes = [o for o in bpy.context.scene.objects if o.type == "MESH"]


def material_report(material):
    images = [n.image for n in material.node_tree.nodes if n.type == "TEX_IMAGE" and n.image] if material.use_nodes else []
    return {
        "name": material.name,
        "images": [{"name": i.name, "packed": i.packed_file is not None, "size": list(i.size)} for i in images],
    }


def texels(obj):
    """For about 50 vertices, the texture's colour (0-255, as stored) at the vertex's UV: [vertex, r, g, b]."""
    data = obj.data
    images = [n.image for m in data.materials if m and m.use_nodes for n in m.node_tree.nodes if n.type == "TEX_IMAGE" and n.image]
    if not images or not data.uv_layers:
        return []
    image, uvs = images[0], data.uv_layers[0].data
    width, height = image.size
    pixels = image.pixels[:]
    loop_of = {}
    for loop in data.loops:
        loop_of.setdefault(loop.vertex_index, loop.index)
    step = max(1, len(data.vertices) // 50)
    samples = []
    for vertex in range(0, len(data.vertices), step):
        u, v = uvs[loop_of[vertex]].uv
        at = (min(int(v * height), height - 1) * width + min(int(u * width), width - 1)) * 4
        samples.append([vertex] + [round(c * 255) for c in pixels[at : at + 3]])
    return samples


def mesh_report(obj):
    data = obj.data
    return {
        "texels": texels(obj),
        "name": obj.name,
        "vertices": len(data.vertices),
        "faces": len(data.polygons),
        "uv_layers": [layer.name for layer in data.uv_layers],
        "color_attributes": len(data.color_attributes),
        "vertex_groups": len(obj.vertex_groups),
        "armature_modifier": any(m.type == "ARMATURE" and m.object == armature for m in obj.modifiers),
        "materials": [material_report(m) for m in data.materials if m],
    }


def vertex_bound_to(bone):
    """A vertex of any mesh whose weight is all on the bone: (mesh object, index)."""
    for obj in meshes:
        group = obj.vertex_groups.get(bone)
        if group is None:
            continue
        for vertex in obj.data.vertices:
            weights = {g.group: g.weight for g in vertex.groups if g.weight > 0}
            if len(weights) == 1 and weights.get(group.index, 0) > 0.999:
                return obj, vertex.index
    raise RuntimeError(f"no vertex bound wholly to {bone}")


def world_position(obj, index):
    depsgraph = bpy.context.evaluated_depsgraph_get()
    evaluated = obj.evaluated_get(depsgraph)
    return evaluated.matrix_world @ evaluated.data.vertices[index].co


moving, still_vertex = vertex_bound_to(follower), vertex_bound_to(still)
rest_moving, rest_still = world_position(*moving), world_position(*still_vertex)
bone = armature.pose.bones[posed]
before = armature.matrix_world @ bone.matrix
bone.rotation_mode = "QUATERNION"
bone.rotation_quaternion = Quaternion((0.0, 0.0, 1.0), 1.5707963)
bpy.context.view_layer.update()
turn = (armature.matrix_world @ bone.matrix) @ before.inverted()
expected = turn @ rest_moving
actual = world_position(*moving)

print(
    "FBX_REPORT "
    + json.dumps(
        {
            "import_seconds": import_seconds,
            "meshes": [mesh_report(obj) for obj in meshes],
            "armature": {
                "bones": len(armature.data.bones),
                "names": [b.name for b in armature.data.bones],
                "heads": {b.name: list(armature.matrix_world @ b.head_local) for b in armature.data.bones},
            },
            "deformation": {
                "moved": (actual - rest_moving).length,
                "error": (actual - expected).length,
                "still_moved": (world_position(*still_vertex) - rest_still).length,
            },
        }
    )
)
