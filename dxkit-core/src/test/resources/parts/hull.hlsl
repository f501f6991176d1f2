// dxkit fixture: a hull program (patch constants, tessellation words in STAT).
struct CP { float4 pos : POSITION; };
struct PC { float edge[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
PC constants(InputPatch<CP, 3> p) { PC o; o.edge[0] = o.edge[1] = o.edge[2] = p[0].pos.x; o.inside = p[1].pos.y; return o; }
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")] [outputcontrolpoints(3)]
[patchconstantfunc("constants")]
CP main(InputPatch<CP, 3> p, uint i : SV_OutputControlPointID) { return p[i]; }
