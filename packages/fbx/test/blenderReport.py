"""Imports an FBX file in Blender and prints what Blender made of it, as one JSON line.

blender -b --factory-startup --python blenderReport.py -- <file.fbx> <posed bone> <follower> <still bone>

Poses <posed bone> by a quarter turn and reports where a vertex bound wholly to <follower> (the
posed bone or a child of it, as `Bone` or `Mesh:Bone` to look in one mesh only) went, against where
that turn should take it, and how far a vertex bound wholly to <still bone> moved (it should not).
It also reports a vertex of the follower's meshes that is blended between the posed bone and its
parent: its weight on the posed bone, how far it moved and how far it would have moved wholly.
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
        "images": [
            {"name": i.name, "packed": i.packed_file is not None, "size": list(i.size), "format": i.file_format} for i in images
        ],
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


def vertex_bound_to(bone, within=meshes):
    """A vertex of the meshes whose weight is all on the bone: (mesh object, index)."""
    for obj in within:
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


def vertex_blended(bone, parent, within):
    """A vertex of the meshes weighted between the bone and its parent only, most evenly: (object, index, weight on bone)."""
    best = None
    for obj in within:
        names = {g.index: g.name for g in obj.vertex_groups}
        for vertex in obj.data.vertices:
            weights = {names[g.group]: g.weight for g in vertex.groups if g.weight > 0}
            if set(weights) == {bone, parent} and (best is None or abs(weights[bone] - 0.5) < abs(best[2] - 0.5)):
                best = (obj, vertex.index, weights[bone])
    return best


follower_mesh, _, follower = follower.rpartition(":")
follower_meshes = [o for o in meshes if o.name == follower_mesh] if follower_mesh else meshes
moving, still_vertex = vertex_bound_to(follower, follower_meshes), vertex_bound_to(still)
parent = armature.data.bones[posed].parent
blended = vertex_blended(posed, parent.name, follower_meshes) if parent else None
rest_blended = world_position(*blended[:2]) if blended else None
rest_moving, rest_still = world_position(*moving), world_position(*still_vertex)
bone = armature.pose.bones[posed]
before = armature.matrix_world @ bone.matrix
bone.rotation_mode = "QUATERNION"
bone.rotation_quaternion = Quaternion((0.0, 0.0, 1.0), 1.5707963)
bpy.context.view_layer.update()
turn = (armature.matrix_world @ bone.matrix) @ before.inverted()
expected = turn @ rest_moving
actual = world_position(*moving)
blended_report = (
    {
        "mesh": blended[0].name,
        "weight": blended[2],
        "moved": (world_position(*blended[:2]) - rest_blended).length,
        "wholly": (turn @ rest_blended - rest_blended).length,
    }
    if blended
    else None
)

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
                "mesh": moving[0].name,
                "moved": (actual - rest_moving).length,
                "error": (actual - expected).length,
                "still_moved": (world_position(*still_vertex) - rest_still).length,
                "blended": blended_report,
            },
        }
    )
)
