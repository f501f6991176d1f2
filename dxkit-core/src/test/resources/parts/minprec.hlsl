// dxkit fixture: minimum precision in hull (PSG1), domain and two-stream geometry programs (ISG1/OSG1).
struct CP { float4 pos : POSITION; min16float4 c : COLOR; };
struct PC { float edge[4] : SV_TessFactor; float inside[2] : SV_InsideTessFactor; min16float4 d : PCDATA; };
PC constants(InputPatch<CP, 4> p) { PC o; o.edge[0] = o.edge[1] = o.edge[2] = o.edge[3] = p[0].pos.x; o.inside[0] = o.inside[1] = p[1].pos.y; o.d = p[2].c; return o; }
[domain("quad")] [partitioning("pow2")] [outputtopology("triangle_ccw")] [outputcontrolpoints(4)]
[patchconstantfunc("constants")]
CP hs(InputPatch<CP, 4> p, uint i : SV_OutputControlPointID) { return p[i]; }
struct DO { float4 pos : SV_Position; min16float4 c : COLOR; };
[domain("quad")]
DO ds(PC pc, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> p) { DO o; o.pos = p[0].pos * uv.x; o.c = pc.d * p[1].c; return o; }
struct GV { float4 pos : SV_Position; min16float4 c : COLOR; };
[maxvertexcount(2)]
void gs(point GV v[1], inout PointStream<GV> s0, inout PointStream<GV> s1) { s0.Append(v[0]); s1.Append(v[0]); }
